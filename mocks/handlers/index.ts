import type { RequestHandler } from 'msw';
import { serviceTileHandlers } from '@mocks/handlers/service-tiles';

/** Handlers every story, test and mock-mode page starts with: all data files and every API call succeeding. */
export const defaultHandlers: RequestHandler[] = [...serviceTileHandlers];
