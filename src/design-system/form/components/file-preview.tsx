import { useCallback } from 'react';
import styles from '@/design-system/form/components/file-preview.module.css';
import { fileMessages } from '@/design-system/form/file-messages';

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
    <img ref={showFile} alt={fileMessages.preview(file.name)} width={PREVIEW_SIZE} height={PREVIEW_SIZE} className={styles.preview} />
  );
}
