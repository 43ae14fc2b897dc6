import type { Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';

describe('configuration', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('is not read when the modules are imported, but validated when the app starts', async () => {
    delete process.env.SESSION_SECRET;
    let AppModule: Type<unknown> | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      expect(() => (AppModule = require('../src/app.module').AppModule)).not.toThrow();
    });
    const starting = Test.createTestingModule({ imports: [AppModule!] }).compile();
    await expect(starting).rejects.toThrow(/Invalid configuration: SESSION_SECRET/);
  });
});
