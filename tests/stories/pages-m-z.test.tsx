import { runStories, type StoryModule } from './run-stories';

runStories(import.meta.glob<StoryModule>(['../../stories/pages/[m-z]*.stories.tsx', '../../stories/flows/**/*.stories.tsx'], { eager: true }));
