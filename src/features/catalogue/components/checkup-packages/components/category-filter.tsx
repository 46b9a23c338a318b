import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import { radii } from '@theme/primitives';
import { tokens } from '@theme/tokens';

type CategoryFilterProps = {
  /** The choices, 'All' first. */
  categories: readonly string[];
  /** The chosen category. */
  value: string;
  /** Called with the newly chosen category. */
  onChange: (category: string) => void;
  /** Accessible name of the group. */
  label: string;
};

/**
 * A labelled group of toggle buttons (aria-pressed), exactly one pressed. Separate pills that wrap onto
 * more rows, so every category is in sight at any width; each is its own Tab stop.
 */
export function CategoryFilter({ categories, value, onChange, label }: CategoryFilterProps) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {categories.map((category) => (
        <ToggleButton
          key={category}
          value={category}
          selected={category === value}
          onChange={() => onChange(category)}
          size="small"
          sx={{
            px: 2,
            borderRadius: `${radii.pill}px`,
            borderColor: tokens.border,
            color: tokens.text,
            fontWeight: 600,
            '&:hover': { borderColor: tokens.brand, bgcolor: tokens.brandSoft },
            '&.Mui-selected, &.Mui-selected:hover': { bgcolor: tokens.brand, borderColor: tokens.brand, color: tokens.textOnBrand },
          }}
        >
          {category}
        </ToggleButton>
      ))}
    </Box>
  );
}
