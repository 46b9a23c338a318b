import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { MuiTheme } from '@theme/mui-theme';
import { SearchField as SearchFieldWithoutTheme, type SearchFieldProps } from '@/features/search/components/search-field/search-field';

/** The header's search field, with the MUI theme the plain header around it does not provide. */
export function SearchField(props: SearchFieldProps) {
  return (
    <MuiTheme>
      <SearchFieldWithoutTheme {...props} />
    </MuiTheme>
  );
}

type SearchPanelProps = {
  /** id the header's Search button names in aria-controls. */
  id: string;
  /** Accessible name of the button that closes the panel. */
  closeLabel: string;
  /** Closes the panel and returns focus to the Search button. */
  onClose: () => void;
  /** Closes the panel after the field opened a page. */
  onNavigate: () => void;
};

/** The search under the toolbar below 1280 px: the field, focused, and a button that closes it. */
export function SearchPanel({ id, closeLabel, onClose, onNavigate }: SearchPanelProps) {
  // Escape that the field did not use (no popup open, no text) closes the panel.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <MuiTheme>
      <Box
        id={id}
        onKeyDown={onKeyDown}
        sx={{
          display: { xs: 'flex', xl: 'none' },
          gap: 1,
          alignItems: 'flex-start',
          position: 'absolute',
          top: '100%',
          left: 0,
          right: 0,
          p: 1.5,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          boxShadow: 4,
        }}
      >
        <SearchFieldWithoutTheme focusOnMount onNavigate={onNavigate} />
        <IconButton aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
    </MuiTheme>
  );
}
