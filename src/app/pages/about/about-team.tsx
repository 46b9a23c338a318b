import { Surface } from '@/design-system/surface/surface';
import { team } from '@/app/pages/about/about-content';
import styles from '@/app/pages/about/about-team.module.css';

function initials(name: string): string {
  return name
    .replace(/^Dr\.\s*/, '')
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

/** The leadership team, with initials in place of photographs: plain HTML. */
export function AboutTeam() {
  return (
    <ul className={styles.grid}>
      {team.map((member) => (
        <Surface key={member.name} as="li" className={styles.card}>
          <span aria-hidden className={styles.initials}>
            {initials(member.name)}
          </span>
          <div>
            <h3 className={styles.name}>{member.name}</h3>
            <p className={styles.role}>{member.role}</p>
          </div>
        </Surface>
      ))}
    </ul>
  );
}
