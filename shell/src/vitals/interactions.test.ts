import { createInteractionTally, type PageView } from './interactions';

const home = { mfe: 'content', version: '2.0.0' };
const product = { mfe: 'catalog', version: '1.0.0' };

describe('createInteractionTally', () => {
  it('counts each interaction for the page the visitor was on when it began, its longest event', () => {
    const views: PageView[] = [{ since: 0, page: home }];
    const tally = createInteractionTally(views);
    tally.record({ interactionId: 1, duration: 40, startTime: 100 });
    tally.record({ interactionId: 1, duration: 56, startTime: 104 });
    views.push({ since: 500, page: product });
    tally.record({ interactionId: 2, duration: 120, startTime: 900 });
    tally.record({ interactionId: 3, duration: 80, startTime: 1200 });
    expect(tally.changed()).toEqual([
      { page: home, INP: 56 },
      { page: product, INP: 120 },
    ]);
  });

  it('says only what changed since it last said it', () => {
    const tally = createInteractionTally([{ since: 0, page: home }]);
    tally.record({ interactionId: 1, duration: 64, startTime: 10 });
    expect(tally.changed()).toEqual([{ page: home, INP: 64 }]);
    tally.record({ interactionId: 2, duration: 32, startTime: 20 });
    expect(tally.changed()).toEqual([]);
    tally.record({ interactionId: 3, duration: 96, startTime: 30 });
    expect(tally.changed()).toEqual([{ page: home, INP: 96 }]);
  });

  it("sets aside one outlier per 50 interactions, and ignores events of no interaction and the shell's pages", () => {
    const tally = createInteractionTally([
      { since: 0, page: home },
      { since: 10_000, page: null },
    ]);
    tally.record({ interactionId: 0, duration: 900, startTime: 5 });
    tally.record({ interactionId: 1, duration: 480, startTime: 5 });
    for (let id = 2; id <= 60; id++)
      tally.record({ interactionId: id, duration: 48, startTime: id });
    tally.record({ interactionId: 61, duration: 800, startTime: 10_500 });
    expect(tally.changed()).toEqual([{ page: home, INP: 48 }]);
  });
});
