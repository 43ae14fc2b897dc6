// CSS imports (fonts from @sohnne/ui) mean nothing in jsdom.
module.exports = {};
