import { configure } from '@testing-library/react';

// findBy*/waitFor wait for lazy chunks (Swiper, a page's code) that ts-jest compiles on first import: 1 s
// (the library's default) is too short when turbo runs two suites on two loaded cores. A wait that never
// succeeds still fails, only later.
configure({ asyncUtilTimeout: 10_000 });
