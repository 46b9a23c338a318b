import { useCallback } from 'react';
import Box from '@mui/material/Box';
import { tokens } from '@theme/tokens';

type FilePreviewProps = { file: File };

const PREVIEW_SIZE = 64;

/** A small thumbnail of a picked image, shown from an object URL that is released with the image. */
export function FilePreview({ file }: FilePreviewProps) {
  const showFile = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || typeof URL.createObjectURL !== 'function') return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );

  return (
    <Box
      component="img"
      ref={showFile}
      alt={`Preview of ${file.name}`}
      width={PREVIEW_SIZE}
      height={PREVIEW_SIZE}
      sx={{ display: 'block', flex: 'none', objectFit: 'cover', borderRadius: 1, bgcolor: tokens.surfaceMuted, border: 1, borderColor: tokens.border }}
    />
  );
}
