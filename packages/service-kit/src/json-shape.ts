import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

export const MAX_JSON_DEPTH = 16;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Why a parsed body is refused before validation, or undefined when it is fine. Walks iteratively: a
 * deeply nested body must not overflow the stack here (the validation pipe's recursion did: a 500).
 */
export function jsonShapeProblem(body: unknown, maxDepth = MAX_JSON_DEPTH): string | undefined {
  const stack: Array<[unknown, number]> = [[body, 1]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth > maxDepth) return `The request body is nested deeper than ${maxDepth} levels`;
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) return `The request body may not contain the key ${key}`;
      stack.push([(value as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return undefined;
}

/** Runs after the body parsers: a body too deep or with prototype keys is a 400, never a 500. */
export function jsonShapeGuard() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const problem = jsonShapeProblem(req.body);
    if (!problem) return next();
    const error = new BadRequestException(problem);
    res.status(400).json(error.getResponse());
  };
}
