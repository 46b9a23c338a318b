import { runStories, type StoryModule } from './run-stories';

runStories(import.meta.glob<StoryModule>(['../../stories/features/**/*.stories.tsx', '!../../stories/features/catalogue/**'], { eager: true }));
