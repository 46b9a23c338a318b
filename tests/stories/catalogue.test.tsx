import { runStories, type StoryModule } from './run-stories';

runStories(import.meta.glob<StoryModule>('../../stories/features/catalogue/**/*.stories.tsx', { eager: true }));
