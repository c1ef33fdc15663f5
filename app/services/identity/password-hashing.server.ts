import { hash, verify } from "@node-rs/argon2";

// Algorithm.Argon2id is a const enum (2), which isolated modules cannot import.
const ARGON2ID = 2;
// OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
