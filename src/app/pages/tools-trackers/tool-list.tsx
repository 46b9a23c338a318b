import { ToolCard } from '@/app/pages/tools-trackers/tool-card';
import { tools } from '@/app/pages/tools-trackers/tools';
import { toolsTrackersMessages } from '@/app/pages/tools-trackers/tools-trackers-messages';
import styles from '@/app/pages/tools-trackers/tool-list.module.css';

/** One card per tool, each a link to it: plain HTML. */
export function ToolList() {
  return (
    <ul aria-label={toolsTrackersMessages.toolsLabel} className={styles.list}>
      {tools.map((tool) => (
        <ToolCard key={tool.key} tool={tool} />
      ))}
    </ul>
  );
}
