import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Unit tests only. Importing @testing-library/react declares the whole run a React act() environment
// (IS_REACT_ACT_ENVIRONMENT = true), which is right for its render and user-event, where every
// interaction is wrapped in act. Stories are not rendered that way: Storybook's runner enters act
// only for its own render, events and unmount, as in the browser, and lets transitions finish on
// their timers; under a global act environment each of those timers would be reported as an
// unwrapped update.
afterEach(cleanup);
