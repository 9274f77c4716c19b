/**
 * The rich-text editor of remark controls (TipTap, bundled with the app): a chunk of its own that the runtime
 * loads only when a remark control is on the page. The toolbar offers what a remark needs: bold, italic, lists.
 */
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Italic from '@tiptap/extension-italic';
import { BulletList, ListItem, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import { UndoRedo } from '@tiptap/extensions';
import { useEffect } from 'react';

export type TRemarkEditorProps = {
  html: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  /**
   * The toolbar's names, given by the control: importing the runtime's text hook here would make this chunk
   * depend on the runtime's own chunk and count it again in the route budget.
   */
  labels: Record<'bold' | 'italic' | 'bulletList' | 'orderedList' | 'textFormatting', string>;
};

/** An editor emptied to one blank paragraph stores nothing, so that Erforderlich sees no answer. */
const storedHtml = (html: string) => (html === '<p></p>' ? '' : html);

export default function RemarkEditor({ html, onChange, onBlur, labelId, describedBy, invalid, labels }: TRemarkEditorProps) {
  const editor = useEditor({
    // Only the extensions the toolbar offers (the starter kit would bring links, code blocks and more: +40 kB gzip).
    extensions: [Document, Paragraph, Text, HardBreak, Bold, Italic, BulletList, OrderedList, ListItem, UndoRedo],
    content: html,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(storedHtml(e.getHTML())),
    onBlur,
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
    }),
  });
  // Answers replaced from outside (AI import, conflict) reach the editor; its own keystrokes do not loop back.
  useEffect(() => {
    // useEditor may hand out an editor it has destroyed already (re-mounts): it has no schema left to read.
    if (!editor || editor.isDestroyed) return;
    if (storedHtml(editor.getHTML()) !== html) editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);

  const formats = (
    [
      ['bold', <FormatBoldIcon key="b" />, () => editor?.chain().focus().toggleBold().run()],
      ['italic', <FormatItalicIcon key="i" />, () => editor?.chain().focus().toggleItalic().run()],
      ['bulletList', <FormatListBulletedIcon key="u" />, () => editor?.chain().focus().toggleBulletList().run()],
      ['orderedList', <FormatListNumberedIcon key="o" />, () => editor?.chain().focus().toggleOrderedList().run()],
    ] as const
  ).map(([key, icon, toggle]) => (
    <ToggleButton key={key} value={key} selected={active?.[key] ?? false} onChange={toggle} aria-label={labels[key]}>
      {icon}
    </ToggleButton>
  ));

  return (
    <Box sx={{ border: 1, borderColor: invalid ? 'error.main' : 'divider', borderRadius: 1 }}>
      <ToggleButtonGroup size="small" aria-label={labels.textFormatting} sx={{ p: 0.5 }}>
        {formats}
      </ToggleButtonGroup>
      <Box
        sx={{
          px: 1.5,
          pb: 1,
          '& .tiptap': { minHeight: 96, outline: 'none' },
          '& .tiptap:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          '& .tiptap p': { my: 0.5 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
