// Stands in for CSS (imported as a string) and font files (imported as a URL) in jsdom.
export default '';
