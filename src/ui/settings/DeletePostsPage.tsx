import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { TOKENS } from '../../composition/tokens';
import { formatNorwegianDate, formatNorwegianDateTime } from '../../domain/dates/norwegianDate';
import { formatAmount } from '../../domain/money/formatAmount';
import { sumOre } from '../../domain/money/ore';
import { ADMIN_TEXTS, validateDeletePostsSearch, type DeletePostsSearch } from '../../domain/settings/adminTexts';
import { useDomainForm } from '../common/forms/useDomainForm';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { numberParam } from '../common/params';
import { useServerRead } from '../serverState/useServerRead';
import { useMayUse } from '../session/useMayUse';
import { NoPermission } from './AdminPages';
import { SettingsBreadcrumb } from './SettingsBreadcrumb';
import { useSettingsService } from './settingsServices';
import { ConfirmAlert } from '../common/ConfirmAlert';
import { formatInteger } from '../../domain/numbers/formatNumber';

const PAGE_TITLE = 'Slett enkeltposter';

function PostsOfJournal({ clientId, journalNr }: { clientId: number; journalNr: number }) {
  const admin = useSettingsService(TOKENS.AdminPages);
  const queryClient = useQueryClient();
  const posts = useServerRead(admin.ledgerPosts(clientId, journalNr));
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const remove = useMutation({
    mutationFn: () => admin.deletePosts(clientId, journalNr),
    onSuccess: (deleted) => {
      setOutcome({ severity: 'success', text: ADMIN_TEXTS.postsDeleted(deleted) });
      void queryClient.invalidateQueries();
    },
    onError: () => setOutcome({ severity: 'error', text: ADMIN_TEXTS.somethingWrong }),
    onSettled: () => setAsking(false),
  });
  return (
    <Box>
      {outcome && (
        <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
          {outcome.text}
        </Alert>
      )}
      {posts.isPending ? (
        <Loading />
      ) : posts.isError ? (
        <LoadFailed />
      ) : posts.data === null ? (
        <Alert severity="warning">{ADMIN_TEXTS.clientNotFound}</Alert>
      ) : posts.data.length === 0 ? (
        <Empty text="Ingen poster funnet" />
      ) : (
        <>
          <Table size="small" aria-label={`Poster med bilagsnr ${journalNr}`} sx={{ mb: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>Klient</TableCell>
                <TableCell>Kundenr</TableCell>
                <TableCell>Kunde</TableCell>
                <TableCell>Tekst</TableCell>
                <TableCell>Bilagsdato</TableCell>
                <TableCell align="right">Beløp</TableCell>
                <TableCell>Merke</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {posts.data.map((post) => (
                <TableRow key={post.id}>
                  <TableCell>{post.clientId}</TableCell>
                  <TableCell>{post.customerNr}</TableCell>
                  <TableCell>{post.customerName}</TableCell>
                  <TableCell>{post.text ?? ''}</TableCell>
                  <TableCell>{formatNorwegianDate(post.journalDate)}</TableCell>
                  <TableCell align="right">{formatAmount(post.amount)}</TableCell>
                  <TableCell>{post.tag ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {asking ? (
            <ConfirmAlert confirmLabel="Bekreft sletting" onCancel={() => setAsking(false)} onConfirm={() => remove.mutate()} pending={remove.isPending}>
              Slette {formatInteger(posts.data.length)} post(er) med bilagsnr {journalNr} for klient {clientId}?
            </ConfirmAlert>
          ) : (
            <Button
              variant="contained"
              color="error"
              onClick={() => {
                setOutcome(null);
                setAsking(true);
              }}
            >
              Slett poster
            </Button>
          )}
        </>
      )}
    </Box>
  );
}

/** The client's earlier deletions, read back from the audit record, each restorable until its posts are back. */
function Deletions({ clientId }: { clientId: number }) {
  const admin = useSettingsService(TOKENS.AdminPages);
  const queryClient = useQueryClient();
  const deletions = useServerRead(admin.deletions(clientId));
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const restore = useMutation({
    mutationFn: (auditEventId: number) => admin.restoreDeletion(clientId, auditEventId),
    onSuccess: (restored) => {
      setOutcome({ severity: 'success', text: ADMIN_TEXTS.postsRestored(restored) });
      void queryClient.invalidateQueries();
    },
    onError: () => setOutcome({ severity: 'error', text: ADMIN_TEXTS.somethingWrong }),
  });
  if (deletions.isPending || deletions.isError || deletions.data === null || deletions.data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="deletions-heading" sx={{ mt: 4 }}>
      <Typography id="deletions-heading" variant="h6" component="h2">
        Slettede poster for klient {clientId}
      </Typography>
      {outcome && (
        <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'} sx={{ my: 1 }}>
          {outcome.text}
        </Alert>
      )}
      <Table size="small" aria-label={`Slettede poster for klient ${clientId}`}>
        <TableHead>
          <TableRow>
            <TableCell>Slettet</TableCell>
            <TableCell>Bilagsnr</TableCell>
            <TableCell>Poster</TableCell>
            <TableCell align="right">Beløp</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {deletions.data.map((deletion) => (
            <TableRow key={deletion.auditEventId}>
              <TableCell>{formatNorwegianDateTime(deletion.at)}</TableCell>
              <TableCell>{[...new Set(deletion.posts.map((post) => post.journalNr))].join(', ')}</TableCell>
              <TableCell>{formatInteger(deletion.posts.length)}</TableCell>
              <TableCell align="right">{formatAmount(sumOre(deletion.posts.map((post) => post.amount)))}</TableCell>
              <TableCell align="right">
                {deletion.restored ? (
                  'Gjenopprettet'
                ) : (
                  <Button size="small" disabled={restore.isPending} onClick={() => restore.mutate(deletion.auditEventId)} aria-label={`Gjenopprett sletting ${deletion.auditEventId}`}>
                    Gjenopprett
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function SearchForm({ initial, onSearch }: { initial: DeletePostsSearch; onSearch: (search: DeletePostsSearch) => void }) {
  const { form, submit } = useDomainForm<DeletePostsSearch>({ defaultValues: initial, validate: validateDeletePostsSearch, mode: 'onSubmit' });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label="Finn poster"
      onSubmit={submit(
        async () => undefined,
        // After the form counts as saved, so the unsaved-changes guard lets the search params change.
        (values) => onSearch({ clientId: values.clientId.trim(), journalNr: values.journalNr.trim() }),
      )}
    >
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: "flex-start" }}>
        <TextField
          label="Klientnr"
          required
          size="small"
          {...form.register('clientId')}
          error={errors.clientId !== undefined}
          helperText={errors.clientId?.message}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label="Bilagsnr"
          required
          size="small"
          {...form.register('journalNr')}
          error={errors.journalNr !== undefined}
          helperText={errors.journalNr?.message}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Button type="submit" variant="outlined">
          Vis poster
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /settings/corrections/delete-payments (part 2 §2.8 Slett enkeltposter, Technical only): a clientId and a
 * journal number (search params) show the client's posts of that number; deleting them asks first and answers
 * '{n} post(er) slettet' or 'Noe gikk galt'. Others read 'Du har ikke tillatelse til å se denne siden'.
 */
export function DeletePostsPage() {
  const may = useMayUse({ api: 'legacy', operationId: 'deleteLedgerPostsByJournalNr' });
  const [params, setParams] = useSearchParams();
  const clientId = numberParam(params.get('clientId') ?? undefined);
  const journalNr = numberParam(params.get('journalNr') ?? undefined);
  return (
    <Box>
      <SettingsBreadcrumb page={PAGE_TITLE} />
      {!may ? (
        <NoPermission />
      ) : (
        <>
          <SearchForm
            initial={{ clientId: clientId === null ? '' : String(clientId), journalNr: journalNr === null ? '' : String(journalNr) }}
            onSearch={(search) => setParams({ clientId: search.clientId, journalNr: search.journalNr })}
          />
          {clientId !== null && journalNr !== null && <PostsOfJournal key={`${clientId}/${journalNr}`} clientId={clientId} journalNr={journalNr} />}
          {clientId !== null && <Deletions key={clientId} clientId={clientId} />}
        </>
      )}
    </Box>
  );
}
