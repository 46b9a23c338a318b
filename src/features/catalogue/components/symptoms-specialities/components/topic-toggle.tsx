import { useRef, useState, type KeyboardEvent } from 'react';
import { symptomsSpecialitiesMessages as m } from '@/features/catalogue/components/symptoms-specialities/symptoms-specialities-messages';
import styles from '@/features/catalogue/components/symptoms-specialities/components/topic-toggle.module.css';

export const doctorTopics = [
  { value: 'symptoms', label: m.symptoms },
  { value: 'specialities', label: m.specialities },
] as const;

export type DoctorTopic = (typeof doctorTopics)[number]['value'];

type TopicToggleProps = {
  /** The list shown. */
  value: DoctorTopic;
  /** Called with the newly chosen list; pressing the chosen one again changes nothing. */
  onChange: (value: DoctorTopic) => void;
};

/**
 * Exclusive two-button toggle (aria-pressed) between symptoms and specialities; plain HTML. One tab stop, as MUI's
 * ToggleButtonGroup had it: the arrow keys (wrapping), Home and End move the focus between the buttons, Enter or
 * Space presses the focused one.
 */
export function TopicToggle({ value, onChange }: TopicToggleProps) {
  const [tabStop, setTabStop] = useState<DoctorTopic>(value);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.defaultPrevented || event.altKey || event.shiftKey || event.ctrlKey || event.metaKey) return;
    const last = doctorTopics.length - 1;
    const focused = buttons.current.findIndex((button) => button === document.activeElement);
    const current = focused === -1 ? doctorTopics.findIndex((topic) => topic.value === tabStop) : focused;
    const next =
      event.key === 'ArrowRight' ? (current === last ? 0 : current + 1)
      : event.key === 'ArrowLeft' ? (current === 0 ? last : current - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : undefined;
    if (next === undefined) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    setTabStop(doctorTopics[next]!.value);
  };

  return (
    <div role="group" aria-label={m.toggleLabel} className={styles.group}>
      {doctorTopics.map((topic, index) => (
        <button
          key={topic.value}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          type="button"
          value={topic.value}
          aria-pressed={topic.value === value}
          tabIndex={topic.value === tabStop ? 0 : -1}
          className={styles.button}
          onKeyDown={onKeyDown}
          onFocus={() => setTabStop(topic.value)}
          onClick={() => {
            if (topic.value !== value) onChange(topic.value);
          }}
        >
          {topic.label}
        </button>
      ))}
    </div>
  );
}
