import { expectConfigReadAtStart } from '@sohnne/service-kit/testing';

it('reads its configuration when the app starts, not when its modules are imported', async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  await expectConfigReadAtStart(() => require('../src/app.module').AppModule);
});
