import { Box } from '@mui/material';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Rich text from the back-end (changelog notes, client notes), sanitised with DOMPurify before it reaches the
 * page: scripts, event handlers and javascript: links are removed, formatting stays.
 */
export function RichText({ html }: { html: string }) {
  const safe = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <Box className="rich-text" sx={{ '& ul': { pl: 3, my: 1 }, '& p': { my: 1 } }} dangerouslySetInnerHTML={{ __html: safe }} />;
}
