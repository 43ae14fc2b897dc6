import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores scrypt parameters, salt and key, never the password', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).not.toContain('correct horse');
    const [scheme, N, r, p, salt, key] = hash.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(key, 'base64')).toHaveLength(64);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('correct horse');
    await expect(verifyPassword('correct horse', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horsE', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('salts every hash, so the same password hashes differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same secret'), hashPassword('same secret')]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('same secret', a)).resolves.toBe(true);
    await expect(verifyPassword('same secret', b)).resolves.toBe(true);
  });

  it('rejects stored values that are not scrypt hashes', async () => {
    await expect(verifyPassword('secret', 'secret')).resolves.toBe(false);
    await expect(verifyPassword('secret', 'bcrypt$10$abc$def')).resolves.toBe(false);
  });
});
