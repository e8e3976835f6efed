import { Alert, Box, Button, Chip, List, ListItemButton, ListItemText, OutlinedInput, Paper, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import type { CustomerDetail, CustomerNote, CustomerPagesPort, ShipmentAddress } from '../../application/ports/customerPages.port';
import { orgNoInGroups } from '../../domain/customer/customerRecord';
import { A_FAILURE_MESSAGE } from '../../domain/customer/customerPageTexts';
import { customerTypeLabel } from '../../domain/customer/customerType';
import { SHIPMENT_LABELS } from '../../domain/shipment/shipmentType';
import { dateOf, money } from './format';
import { OnDemand, onDemandExport } from '../common/OnDemand';

// The dialogs (and with the note's, the form library) load when first opened or pointed at.
const NoteEditDialog = onDemandExport(() => import('./NoteEditDialog'), 'NoteEditDialog');
const ReactivateShipmentDialog = onDemandExport(() => import('./ReactivateShipmentDialog'), 'ReactivateShipmentDialog');

function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 260px', minWidth: 0 }} component="section" aria-label={title}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

function Line({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {value}
    </Typography>
  );
}

/** Kontakt info (part 2 §2.3): the address and contact fields; the e-mail for invoices and the org no only when set. */
export function ContactPanel({ customer, onEdit }: { customer: CustomerDetail; onEdit: () => void }) {
  return (
    <Panel title="Kontakt info" action={<Button onClick={onEdit}>Rediger</Button>}>
      {customer.addressLine1 && <Typography variant="body2">{customer.addressLine1}</Typography>}
      {customer.addressLine2 && <Typography variant="body2">{customer.addressLine2}</Typography>}
      <Typography variant="body2">
        {customer.postNo} {customer.cityName}
      </Typography>
      <Typography variant="body2">{customer.countryName ?? customer.countryCode}</Typography>
      <Line label="Telefon" value={customer.phoneNr ?? ''} />
      <Line label="E-post" value={customer.email ?? ''} />
      {customer.invoiceEmail && <Line label="Faktura e-post" value={customer.invoiceEmail} />}
      {customer.orgNo && <Line label="Org. nr." value={orgNoInGroups(customer.orgNo)} />}
    </Panel>
  );
}

/** Betalingsmåte: type, how invoices are sent, and the shipment addresses with the re-activation of a rejected one. */
export function PaymentPanel({ customer, port }: { customer: CustomerDetail; port: CustomerPagesPort }) {
  const [confirming, setConfirming] = useState<ShipmentAddress | null>(null);
  const stopConfirming = useCallback(() => setConfirming(null), []);
  const reactivate = useMutation({ mutationFn: (shipment: ShipmentAddress) => port.reactivateShipment(customer.id, shipment.value) });
  return (
    <Panel title="Betalingsmåte">
      <Line label="Kundetype" value={customerTypeLabel(customer.type)} />
      <Line label="Forsendelse" value={SHIPMENT_LABELS[customer.shipmentType]} />
      <List dense aria-label="Forsendelsesadresser">
        {customer.shipments.map((shipment) => (
          <Box component="li" key={`${shipment.shipmentType}-${shipment.value}`} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}>
            <span>{shipment.addressValue ? `${shipment.label}: ${shipment.addressValue}` : shipment.label}</span>
            <Chip size="small" color={shipment.isEnabled ? 'success' : 'default'} label={shipment.isEnabled ? 'Aktivert' : 'Ikke aktiv'} />
            {shipment.isRejected && (
              <>
                <Chip size="small" color="error" label="Avvist" />
                <Button size="small" onClick={() => setConfirming(shipment)} onPointerEnter={ReactivateShipmentDialog.preload} aria-label={['Aktiver', shipment.label, shipment.addressValue, 'igjen'].filter(Boolean).join(' ')}>
                  Aktiver igjen
                </Button>
              </>
            )}
          </Box>
        ))}
      </List>
      {reactivate.isError && <Alert severity="error">{A_FAILURE_MESSAGE}</Alert>}
      {confirming && (
        <OnDemand onFailed={stopConfirming}>
          <ReactivateShipmentDialog.Component
            shipment={confirming}
            onConfirm={() => reactivate.mutate(confirming, { onSettled: stopConfirming })}
            onClose={stopConfirming}
          />
        </OnDemand>
      )}
    </Panel>
  );
}

/** Økonomi: the seven figures of part 2 §2.3. */
export function EconomyPanel({ customer }: { customer: CustomerDetail }) {
  const e = customer.economy;
  return (
    <Panel title="Økonomi">
      <Line label="Total omsetning" value={money(e.revenueTotal)} />
      <Line label="Omsetning i år" value={money(e.revenueThisYear)} />
      <Line label="Ubetalt forfalt" value={money(e.overdueUnpaid)} />
      <Line label="Saldo" value={money(e.balance)} />
      <Line label="Saldo inkl. renter og gebyr" value={money(e.balanceWithInterestAndFee)} />
      <Line label="Sum åpen debet" value={money(e.sumOpenDebit)} />
      <Line label="Sum åpen kredit" value={money(e.sumOpenCredit)} />
    </Panel>
  );
}

/** Customer notes: the newest first, and a field to add one. */
export function NotesPanel({
  notes,
  onAdd,
  onEdit,
}: {
  notes: readonly CustomerNote[];
  onAdd: (text: string) => Promise<void>;
  onEdit: (note: CustomerNote, text: string) => Promise<void>;
}) {
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<CustomerNote | null>(null);
  const stopEditing = useCallback(() => setEditing(null), []);
  const add = useMutation({ mutationFn: onAdd });
  return (
    <Panel title="Notater">
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1, mb: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() !== '') add.mutate(text.trim(), { onSuccess: () => setText('') });
        }}
      >
        {/* OutlinedInput rather than TextField, whose select variant would come with the page's first download. */}
        <OutlinedInput
          size="small"
          fullWidth
          placeholder="Nytt notat"
          inputProps={{ 'aria-label': 'Nytt notat' }}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={add.isPending || text.trim() === ''}>
          Legg til
        </Button>
      </Box>
      <List dense aria-label="Notater">
        {notes.map((note) => (
          <ListItemButton
            key={note.id}
            onClick={() => setEditing(note)}
            onPointerEnter={NoteEditDialog.preload}
            onFocus={NoteEditDialog.preload}
            aria-label={`Rediger notat: ${note.text}`}
          >
            <ListItemText primary={note.text} secondary={`${dateOf(note.created)} ${note.createdBy}`} />
          </ListItemButton>
        ))}
      </List>
      {editing && (
        <OnDemand onFailed={stopEditing}>
          <NoteEditDialog.Component note={editing} onSave={(changed) => onEdit(editing, changed)} onClose={stopEditing} />
        </OnDemand>
      )}
    </Panel>
  );
}
