import type { SxProps, Theme } from '@mui/material/styles';
import { radii } from '@theme/primitives';
import { tokens } from '@theme/tokens';

/** A tab drawn as a pill, for tab lists that wrap onto more rows instead of scrolling sideways. */
export const pillTabSx: SxProps<Theme> = {
  minHeight: 0,
  px: 1.5,
  py: 1,
  borderRadius: `${radii.pill}px`,
  border: 1,
  borderColor: tokens.border,
  color: tokens.text,
  '&:hover': { borderColor: tokens.brand, bgcolor: tokens.brandSoft },
  '&.Mui-selected': { bgcolor: tokens.brand, borderColor: tokens.brand, color: tokens.textOnBrand },
};
