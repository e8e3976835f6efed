import { Box, Button, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type {
  CaseTransmission,
  CollectionKind,
  CollectionStatus,
  PaymentTransmission,
  TransmissionFile,
  TransmissionLogEntry,
} from '../../application/ports/debtCollection.port';
import { useInjection } from '../../composition/injection';
import { collectionStatusLabel } from '../../domain/labels/collectionStatus';
import { TOKENS } from '../../composition/tokens';
import {
  DOWNLOAD_FAILED_MESSAGE,
  NO_CASES_MESSAGE,
  NO_FILES_MESSAGE,
  NO_PAYMENTS_MESSAGE,
  TRANSMISSION_NOT_FOUND_MESSAGE,
} from '../../domain/debtCollection/debtCollectionTexts';
import type { Ore } from '../../domain/money/ore';
import { useServerRead } from '../serverState/useServerRead';
import { ApprovalAlert } from './approvalControls';
import { amount, day, moment } from './format';
import { SentIcon } from '../common/icons';
import { LoadState } from './LoadState';
import { numericParam } from './paths';
import { TransmissionHeading } from './TransmissionHeading';
import { Cell, ExpandButton, HeaderCell, VirtualRows } from './VirtualRows';
import { formatInteger } from '../../domain/numbers/formatNumber';
import { transmissionLogStatusLabel, transmissionTypeLabel } from '../../domain/labels/codeLabels';

/** What the history table shows of a case or a payment. */
interface HistoryItem {
  readonly id: number;
  readonly customer: string;
  readonly invoiceNumber: number;
  readonly amount: Ore;
  readonly interestPart: Ore;
  readonly feePart: Ore;
  readonly caseNumber: string | null;
  readonly status: CollectionStatus;
}

interface HistoryClient {
  readonly clientId: number;
  readonly clientName: string;
  readonly items: readonly HistoryItem[];
}

function historyClients(kind: CollectionKind, transmission: CaseTransmission | PaymentTransmission): HistoryClient[] {
  if (kind === 'cases') {
    return (transmission as CaseTransmission).clients.map((client) => ({
      clientId: client.clientId,
      clientName: client.clientName,
      items: client.invoices.map((c) => ({
        id: c.id,
        customer: `${c.customerNumber} ${c.customerName}`,
        invoiceNumber: c.invoiceNumber,
        amount: c.invoiceAmount,
        interestPart: c.interestPart,
        feePart: c.feePart,
        caseNumber: c.caseNumber,
        status: c.status,
      })),
    }));
  }
  return (transmission as PaymentTransmission).clients.map((client) => ({
    clientId: client.clientId,
    clientName: client.clientName,
    items: client.payments.map((p) => ({
      id: p.id,
      customer: `${p.customerNumber} ${p.customerName}`,
      invoiceNumber: p.invoiceNumber,
      amount: p.amount,
      interestPart: p.interestPart,
      feePart: p.feePart,
      caseNumber: null,
      status: p.status,
    })),
  }));
}

/** A sent (or decided) transmission: officer, agency, files, the log of sendings and the clients' items (part 1 §2). */
export function HistoryTransmissionPage({ kind }: { kind: CollectionKind }) {
  const params = useParams();
  const bundleId = numericParam(params.bundleId);
  if (bundleId === null || !params.transmissionId) return <Typography>{TRANSMISSION_NOT_FOUND_MESSAGE}</Typography>;
  return <History kind={kind} bundleId={bundleId} transmissionId={params.transmissionId} />;
}

function History({ kind, bundleId, transmissionId }: { kind: CollectionKind; bundleId: number; transmissionId: string }) {
  const port = useInjection(TOKENS.DebtCollection);
  const read = kind === 'cases' ? port.caseTransmission(bundleId, transmissionId) : port.paymentTransmission(bundleId, transmissionId);
  const transmission = useServerRead<CaseTransmission | PaymentTransmission | null>(read);
  if (transmission.data === null) return <Typography>{TRANSMISSION_NOT_FOUND_MESSAGE}</Typography>;
  if (!transmission.data) return <LoadState isPending={transmission.isPending} isError={transmission.isError} />;
  return <HistoryView kind={kind} transmission={transmission.data} />;
}

type Line = { kind: 'client'; client: HistoryClient } | { kind: 'item'; item: HistoryItem };

function HistoryView({ kind, transmission }: { kind: CollectionKind; transmission: CaseTransmission | PaymentTransmission }) {
  const clients = useMemo(() => historyClients(kind, transmission), [kind, transmission]);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const lines = useMemo(
    () => clients.flatMap<Line>((client) => [{ kind: 'client', client }, ...(open.has(client.clientId) ? client.items.map((item) => ({ kind: 'item' as const, item })) : [])]),
    [clients, open],
  );
  const toggle = (clientId: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(clientId)) next.add(clientId);
      return next;
    });

  const renderLine = (line: Line): ReactNode => {
    if (line.kind === 'client') {
      const expanded = open.has(line.client.clientId);
      return (
        <Cell span={7} phoneSpan={2} phone>
          <ExpandButton open={expanded} name={line.client.clientName} onClick={() => toggle(line.client.clientId)} />
          <strong>
            {line.client.clientId} {line.client.clientName}
          </strong>{' '}
          ({formatInteger(line.client.items.length)})
        </Cell>
      );
    }
    const { item } = line;
    return (
      <>
        <Cell phone>{item.customer}</Cell>
        <Cell align="right">{item.invoiceNumber}</Cell>
        <Cell align="right" phone>
          {amount(item.amount)}
        </Cell>
        <Cell align="right">{amount(item.interestPart)}</Cell>
        <Cell align="right">{amount(item.feePart)}</Cell>
        <Cell>{kind === 'cases' ? item.caseNumber : collectionStatusLabel(item.status)}</Cell>
        <Cell align="center">{item.status === 'Sent' && <SentIcon />}</Cell>
      </>
    );
  };

  return (
    <Box>
      <TransmissionHeading
        kind={kind}
        bundleId={transmission.bundleId}
        pending={false}
        title={`${kind === 'cases' ? 'Oversendte saker' : 'Oversendte innbetalinger'} ${transmission.transmissionId}`}
        facts={[
          ['Saksbehandler', transmission.officerName ?? ''],
          ['Dato', day(transmission.date)],
          ['Inkassoselskap', transmission.agency.name],
          ['Filformat', transmission.agency.fileFormat ?? ''],
        ]}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, gap: 2, mb: 2 }}>
        <Files files={transmission.files} />
        <SentLog log={transmission.log} />
      </Box>
      <Paper>
        {clients.length === 0 ? (
          <Typography sx={{ p: 2 }}>{kind === 'cases' ? NO_CASES_MESSAGE : NO_PAYMENTS_MESSAGE}</Typography>
        ) : (
          <VirtualRows
            label={kind === 'cases' ? 'Saker' : 'Innbetalinger'}
            lines={lines}
            lineKey={(line) => (line.kind === 'client' ? `c${line.client.clientId}` : `i${line.item.id}`)}
            renderLine={renderLine}
            columns="minmax(0, 2.5fr) 1fr 1fr 0.8fr 0.8fr 1.2fr 60px"
            phoneColumns="minmax(0, 1fr) 100px"
            details={{
              name: (line) => (line.kind === 'item' ? `${kind === 'cases' ? 'sak' : 'innbetaling'} ${line.item.id}` : null),
              of: (line) =>
                line.kind === 'client'
                  ? []
                  : [
                      { label: 'Kunde', value: line.item.customer },
                      { label: 'Fakturanr.', value: String(line.item.invoiceNumber) },
                      { label: 'Beløp', value: amount(line.item.amount) },
                      { label: 'Renter', value: amount(line.item.interestPart) },
                      { label: 'Gebyr', value: amount(line.item.feePart) },
                      ...(kind === 'cases' ? [{ label: 'Saksnr.', value: line.item.caseNumber ?? '' }] : []),
                      { label: 'Status', value: collectionStatusLabel(line.item.status) },
                    ],
            }}
            height="calc(100vh - 420px)"
            header={
              <>
                <HeaderCell phone>Kunde</HeaderCell>
                <HeaderCell align="right">Fakturanr.</HeaderCell>
                <HeaderCell align="right" phone>
                  Beløp
                </HeaderCell>
                <HeaderCell align="right">Renter</HeaderCell>
                <HeaderCell align="right">Gebyr</HeaderCell>
                <HeaderCell>{kind === 'cases' ? 'Saksnr.' : 'Status'}</HeaderCell>
                <HeaderCell align="center">Sendt</HeaderCell>
              </>
            }
          />
        )}
      </Paper>
    </Box>
  );
}

function Files({ files }: { files: readonly TransmissionFile[] }) {
  const port = useInjection(TOKENS.DebtCollection);
  const fileSaver = useInjection(TOKENS.FileSaver);
  const [failed, setFailed] = useState(false);
  // A download reads; it is not a change, so it bypasses the mutations that refresh everything.
  const download = (file: TransmissionFile) =>
    port.downloadFile(file.id).then(
      (downloaded) => fileSaver.saveBlob(downloaded.fileName, downloaded.content),
      () => setFailed(true),
    );
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Filer
      </Typography>
      {files.length === 0 ? (
        <Typography>{NO_FILES_MESSAGE}</Typography>
      ) : (
        <List dense>
          {files.map((file) => (
            <ListItem
              key={file.id}
              secondaryAction={
                <Button size="small" onClick={() => void download(file)} aria-label={`Last ned ${file.fileName}`}>
                  Last ned
                </Button>
              }
            >
              <ListItemText primary={file.fileName} secondary={moment(file.created)} />
            </ListItem>
          ))}
        </List>
      )}
      <ApprovalAlert message={failed ? DOWNLOAD_FAILED_MESSAGE : null} onClose={() => setFailed(false)} />
    </Paper>
  );
}

function SentLog({ log }: { log: readonly TransmissionLogEntry[] }) {
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Sendelogg
      </Typography>
      {log.length === 0 ? (
        <Typography>Ikke sendt ennå</Typography>
      ) : (
        <List dense>
          {log.map((entry, index) => (
            <ListItem key={`${entry.timeSent}-${index}`}>
              <ListItemText
                primary={`${moment(entry.timeSent)} ${entry.text}`}
                secondary={[entry.transmissionType && transmissionTypeLabel(entry.transmissionType), entry.status && transmissionLogStatusLabel(entry.status), entry.errorText].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
