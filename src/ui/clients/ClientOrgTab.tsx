import { Box, Paper, Typography } from '@mui/material';
import type { ClientDetail, ClientPagePort } from '../../application/ports/clientPage.port';
import { ClientTermination } from './ClientTermination';

function Line({ label, value }: { label: string; value: string | null }) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Typography component="span" color="text.secondary" sx={{ minWidth: { xs: 110, sm: 140 }, flexShrink: 0 }}>
        {label}
      </Typography>
      {/* A long address or e-mail breaks rather than widening a phone's page (issue 43). */}
      <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {value ?? ''}
      </Box>
    </Box>
  );
}

/** org: the client's master data card, the termination actions and the termination log (part 2 §2.2). */
export function ClientOrgTab({ client, port }: { client: ClientDetail; port: ClientPagePort }) {
  return (
    <>
      <Paper variant="outlined" component="section" aria-label="Klientinfo" sx={{ p: 2, maxWidth: 640 }}>
        <Line label="Navn" value={client.name} />
        <Line label="Org.nr." value={client.orgNo} />
        <Line label="Kontaktperson" value={client.contactPerson} />
        <Line label="Telefon" value={client.phoneNo} />
        <Line label="E-post" value={client.email} />
        <Line label="Adresse" value={[client.addressLine1, client.addressLine2, [client.postNo, client.cityName].filter(Boolean).join(' '), client.countryName].filter(Boolean).join(', ')} />
        <Line label="MVA-pliktig" value={client.vatBound ? 'Ja' : 'Nei'} />
        <Line label="Aktiv" value={client.isActive ? 'Ja' : 'Nei'} />
      </Paper>
      <ClientTermination client={client} port={port} />
    </>
  );
}
