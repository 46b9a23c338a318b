import { PageContainer, PageIntro } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { toolsTrackersEntry } from '@/app/pages/tools-trackers/entry';
import { ToolList } from '@/app/pages/tools-trackers/tool-list';
import styles from '@/app/pages/tools-trackers/tools-trackers-page.module.css';

/** Tools & trackers: the blood pressure monitor and the symptom self-check, one card each; plain HTML. */
export function ToolsTrackersPage() {
  return (
    <PageContainer>
      <PageHeading>{toolsTrackersEntry.heading}</PageHeading>
      <PageIntro>{toolsTrackersEntry.description}</PageIntro>
      <div className={styles.tools}>
        <ToolList />
      </div>
    </PageContainer>
  );
}
