import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import type { ClientPagePort, NoteFile } from '../../application/ports/clientPage.port';
import {
  isImageFile,
  NOTE_ADD_FILE,
  NOTE_DELETE_FILE,
  NOTE_FILE_ACCEPT,
  NOTE_FILE_DELETED,
  NOTE_FILE_DOWNLOAD_FAILED,
  NOTE_FILE_UPLOAD_FAILED,
  NOTE_FILES_LABEL,
  NOTE_IMAGE_PREVIEW_MAX_PX,
} from '../../domain/client/clientNote';
import { CLIENT_CHANGE_FAILED } from '../../domain/client/clientPageTexts';
import { TOKENS } from '../../composition/tokens';
import { useInjection } from '../../composition/injection';

type FilesPort = Pick<ClientPagePort, 'uploadFile' | 'deleteFile' | 'downloadFile'>;

/** An image attachment shown at most 300 px each way (part 2 §2.2), read through the Files capability. */
function ImagePreview({ file, port }: { file: NoteFile; port: FilesPort }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    port.downloadFile(file.id).then(
      (downloaded) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(downloaded.content);
        setUrl(objectUrl);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [file.id, port]);
  if (!url) return null;
  return <img src={url} alt={file.fileName} style={{ display: 'block', maxWidth: NOTE_IMAGE_PREVIEW_MAX_PX, maxHeight: NOTE_IMAGE_PREVIEW_MAX_PX, objectFit: 'contain' }} />;
}

/**
 * A note's attachments (part 2 §2.2, §7.3 files): uploaded at once through the Files capability and carried
 * by the note when it is saved; a deleted one is struck through (and no longer downloadable); images previewed.
 */
export function NoteAttachments({
  initial,
  attached,
  onAttachedChange,
  port,
  onDeleted,
}: {
  /** The files the note had when the dialog opened, struck-through ones too. */
  initial: readonly NoteFile[];
  /** The ids the note will carry when saved. */
  attached: readonly number[];
  onAttachedChange: (ids: readonly number[]) => void;
  port: FilesPort;
  onDeleted: () => void;
}) {
  const [files, setFiles] = useState<readonly NoteFile[]>(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileSaver = useInjection(TOKENS.FileSaver);
  const input = useRef<HTMLInputElement>(null);

  const upload = async (chosen: File) => {
    setFailure(null);
    setBusy(true);
    try {
      const id = await port.uploadFile(chosen);
      setFiles((current) => [...current, { id, fileName: chosen.name, fileType: chosen.type || null, isDeleted: false }]);
      onAttachedChange([...attached, id]);
    } catch {
      setFailure(NOTE_FILE_UPLOAD_FAILED);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (file: NoteFile) => {
    setFailure(null);
    try {
      await port.deleteFile(file.id);
      setFiles((current) => current.map((f) => (f.id === file.id ? { ...f, isDeleted: true } : f)));
      onAttachedChange(attached.filter((id) => id !== file.id));
      onDeleted();
    } catch {
      setFailure(CLIENT_CHANGE_FAILED);
    }
  };
  const download = (file: NoteFile) =>
    port.downloadFile(file.id).then(
      (downloaded) => fileSaver.saveBlob(downloaded.fileName, downloaded.content),
      () => setFailure(NOTE_FILE_DOWNLOAD_FAILED),
    );

  return (
    <Box component="section" aria-label={NOTE_FILES_LABEL}>
      <Typography variant="subtitle2" component="h3">
        {NOTE_FILES_LABEL}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, my: 1 }}>
        {files.map((file) => (
          <li key={file.id} aria-label={file.isDeleted ? `${file.fileName} (${NOTE_FILE_DELETED})` : file.fileName}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {file.isDeleted ? (
                <Typography component="del" color="text.secondary" sx={{ textDecoration: 'line-through' }}>
                  {file.fileName}
                </Typography>
              ) : (
                <>
                  <Link component="button" type="button" onClick={() => void download(file)}>
                    {file.fileName}
                  </Link>
                  <Button size="small" color="error" aria-label={`${NOTE_DELETE_FILE} ${file.fileName}`} onClick={() => void remove(file)}>
                    {NOTE_DELETE_FILE}
                  </Button>
                </>
              )}
            </Box>
            {!file.isDeleted && isImageFile(file.fileType) && <ImagePreview file={file} port={port} />}
          </li>
        ))}
      </Stack>
      <input
        ref={input}
        type="file"
        accept={NOTE_FILE_ACCEPT}
        hidden
        aria-label={NOTE_ADD_FILE}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) void upload(chosen);
        }}
      />
      <Button size="small" variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
        {NOTE_ADD_FILE}
      </Button>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
    </Box>
  );
}
