import type { Components, Theme } from '@mui/material/styles';
import { focusRing, tokens } from '../tokens';

export const inputsCustomizations: Components<Theme> = {
  MuiButtonBase: {
    defaultProps: { disableRipple: false },
    styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: theme.shape.borderRadius,
        minHeight: 44,
        paddingInline: theme.spacing(2.5),
        '&.Mui-focusVisible': focusRing,
      }),
      outlined: { borderWidth: 2, '&:hover': { borderWidth: 2 } },
    },
  },
  MuiIconButton: {
    styleOverrides: { root: { minWidth: 44, minHeight: 44, '&.Mui-focusVisible': focusRing } },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: {
        backgroundColor: tokens.surface,
        '& .MuiOutlinedInput-notchedOutline': { borderColor: tokens.borderStrong },
        '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: tokens.focus, borderWidth: 3 },
        '&.Mui-error .MuiOutlinedInput-notchedOutline': { borderColor: tokens.error, borderWidth: 2 },
        // Focus outranks the error's red (WCAG 2.4.7): the field's message and its red bar still say what is wrong.
        '&.Mui-error.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: tokens.focus, borderWidth: 3 },
      },
    },
  },
  MuiInputLabel: {
    defaultProps: { shrink: true },
    styleOverrides: { root: { color: tokens.text, fontWeight: 600 } },
  },
  MuiFormLabel: { styleOverrides: { root: { color: tokens.text, '&.Mui-focused': { color: tokens.text } } } },
  MuiFormHelperText: { styleOverrides: { root: { marginInline: 0, fontSize: '0.875rem' } } },
  MuiCheckbox: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
  MuiRadio: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
  MuiSlider: {
    styleOverrides: { thumb: { '&.Mui-focusVisible, &:focus-visible': { ...focusRing, boxShadow: 'none' } } },
  },
};
