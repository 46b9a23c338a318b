import { runStories, type StoryModule } from './run-stories';

// Pages a–l; pages-m-z.test.tsx runs the rest and the flows, so the two halves run side by side.
runStories(import.meta.glob<StoryModule>(['../../stories/pages/[a-l]*.stories.tsx'], { eager: true }));
