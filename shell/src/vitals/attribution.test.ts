import { mfeOfScript, stackOf } from './attribution';

describe('mfeOfScript', () => {
  it('names the MFE version whose versioned script threw', () => {
    expect(mfeOfScript('https://shop.example/mfe/content/1.2.0-20260101/src_pages.js')).toEqual({
      mfe: 'content',
      version: '1.2.0-20260101',
    });
  });

  it('reads the first MFE frame of a stack when the event names no script', () => {
    const error = new Error('boom');
    error.stack = `Error: boom
    at render (https://shop.example/main.1a2b3c4d.js:1:10)
    at load (https://shop.example/mfe/catalog/9.1.0/remoteEntry.js:2:20)`;
    expect(mfeOfScript('', stackOf(error))).toEqual({ mfe: 'catalog', version: '9.1.0' });
  });

  it("leaves the shell's and third parties' errors to nobody", () => {
    expect(mfeOfScript('https://shop.example/main.js', undefined)).toBeNull();
    expect(mfeOfScript('https://widgets.example/chat.js')).toBeNull();
    expect(stackOf('not an error')).toBeUndefined();
  });
});
