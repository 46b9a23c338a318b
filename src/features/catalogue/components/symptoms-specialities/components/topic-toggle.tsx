import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { tokens } from '@theme/tokens';

export const doctorTopics = [
  { value: 'symptoms', label: 'Symptoms' },
  { value: 'specialities', label: 'Specialities' },
] as const;

export type DoctorTopic = (typeof doctorTopics)[number]['value'];

type TopicToggleProps = {
  /** The list shown. */
  value: DoctorTopic;
  /** Called with the newly chosen list; pressing the chosen one again changes nothing. */
  onChange: (value: DoctorTopic) => void;
};

/** Exclusive two-button toggle (aria-pressed) between symptoms and specialities. */
export function TopicToggle({ value, onChange }: TopicToggleProps) {
  return (
    <ToggleButtonGroup
      exclusive
      value={value}
      onChange={(_, next: DoctorTopic | null) => {
        if (next !== null) onChange(next);
      }}
      aria-label="Find a doctor by"
      sx={{
        '& .MuiToggleButton-root': { px: 2.5, minHeight: (theme) => theme.spacing(5.5), fontWeight: 600, color: tokens.text },
        '& .MuiToggleButton-root.Mui-selected': { bgcolor: tokens.brand, color: tokens.textOnBrand },
        '& .MuiToggleButton-root.Mui-selected:hover': { bgcolor: tokens.brandStrong },
      }}
    >
      {doctorTopics.map((topic) => (
        <ToggleButton key={topic.value} value={topic.value}>
          {topic.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
