import { nextUsername, usernameBase } from './users.service';

describe('username derivation', () => {
  it('takes the lowercase local part without tags or odd characters', () => {
    expect(usernameBase('Jane.Doe+shop@Example.com')).toBe('jane.doe');
    expect(usernameBase("o'brien@x.ie")).toBe('obrien');
    expect(usernameBase('!!!@x.com')).toBe('user');
  });

  it('adds one more than the highest numeric suffix when the base is taken', () => {
    expect(nextUsername('dana', [])).toBe('dana');
    expect(nextUsername('dana', ['dana'])).toBe('dana2');
    expect(nextUsername('dana', ['dana', 'dana2', 'dana7'])).toBe('dana8');
    expect(nextUsername('dana', ['dana3'])).toBe('dana');
  });
});
