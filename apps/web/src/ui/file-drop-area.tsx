import { Box } from '@mui/material';
import { useState, type DragEvent, type ReactNode } from 'react';

type Props = {
  /** The first file dropped. */
  onFile: (file: File | undefined) => void;
  children: ReactNode;
  'data-testid'?: string;
};

/** A dashed box a file can be dropped on (its children offer the keyboard way: a button that opens the file chooser). */
export function FileDropArea({ onFile, children, ...rest }: Props) {
  const [dragging, setDragging] = useState(false);
  const onDrop = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    setDragging(false);
    onFile(e.dataTransfer.files[0]);
  };
  return (
    <Box
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid={rest['data-testid']}
      data-dragging={dragging}
      sx={{ border: 2, borderStyle: 'dashed', borderColor: dragging ? 'primary.main' : 'divider', borderRadius: 1, p: 3, textAlign: 'center', bgcolor: dragging ? 'action.hover' : undefined }}
    >
      {children}
    </Box>
  );
}
