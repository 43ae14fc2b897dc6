import { createChatWidget } from './chat';

function scripts() {
  return [...document.head.querySelectorAll('script')];
}

describe('chat widget adapter', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    delete (window as unknown as Record<string, unknown>).SohnneChat;
    delete (window as unknown as Record<string, unknown>).AcmeChat;
  });
  afterEach(() => jest.restoreAllMocks());

  it('without configuration opens the local contact dialog', async () => {
    const chat = createChatWidget(undefined);
    expect(chat.configured).toBe(false);
    await chat.open();
    expect(chat.localOpen.get()).toBe(true);
    expect(scripts()).toHaveLength(0);
    chat.close();
    expect(chat.localOpen.get()).toBe(false);
  });

  it('with a script URL loads it once and calls its show command', async () => {
    const chat = createChatWidget({
      scriptUrl: 'https://chat.example/widget.js',
      globalName: 'AcmeChat',
    });
    const show = jest.fn();
    const first = chat.open();
    const [script] = scripts();
    expect(script.src).toBe('https://chat.example/widget.js');
    (window as unknown as Record<string, unknown>).AcmeChat = { show };
    script.onload!(new Event('load'));
    await first;
    await chat.open();
    expect(scripts()).toHaveLength(1);
    expect(show).toHaveBeenCalledTimes(2);
    expect(chat.localOpen.get()).toBe(false);
  });

  it('a configured widget that is missing is logged only', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const chat = createChatWidget({ scriptUrl: '/chat.js' });
    const opening = chat.open();
    scripts()[0].onload!(new Event('load'));
    await opening;
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('chat widget "SohnneChat" is missing'),
    );

    const broken = createChatWidget({ scriptUrl: '/other.js' });
    const failing = broken.open();
    scripts()[1].onerror!(new Event('error'));
    await expect(failing).resolves.toBeUndefined();
    expect(warn).toHaveBeenLastCalledWith('[shell] chat widget unavailable', expect.any(Error));
    expect(broken.localOpen.get()).toBe(false);
  });
});
