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
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useRuntimeText } from '../runtime-context';

export type TRemarkEditorProps = {
  html: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
};

/** An editor emptied to one blank paragraph stores nothing, so that Erforderlich sees no answer. */
const storedHtml = (html: string) => (html === '<p></p>' ? '' : html);

export default function RemarkEditor({ html, onChange, onBlur, labelId, describedBy, invalid }: TRemarkEditorProps) {
  const text = useRuntimeText();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: false, codeBlock: false, code: false, horizontalRule: false, blockquote: false, link: false })],
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
    <ToggleButton key={key} value={key} selected={active?.[key] ?? false} onChange={toggle} aria-label={text(key)}>
      {icon}
    </ToggleButton>
  ));

  return (
    <Box sx={{ border: 1, borderColor: invalid ? 'error.main' : 'divider', borderRadius: 1 }}>
      <ToggleButtonGroup size="small" aria-label={text('textFormatting')} sx={{ p: 0.5 }}>
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
