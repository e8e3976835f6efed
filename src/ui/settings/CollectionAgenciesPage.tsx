import { useState } from 'react';
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { TOKENS } from '../../composition/tokens';
import { AGENCY_SHIPMENT_LABELS, filterAgenciesByName } from '../../domain/settings/collectionAgencies';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { SettingsBreadcrumb } from './SettingsBreadcrumb';
import { useSettingsService } from './settingsServices';

export const AGENCIES_TITLE = 'Inkassoselskap';

/**
 * /settings/collection-agencies/ (part 2 §2.8 Inkassoselskap): ID, Navn, Format faktura, Format innbet.,
 * Forsendelse and E-postadresse, filtered by name in any case of letters; a row opens the agency.
 */
export function CollectionAgenciesPage() {
  const agencies = useServerRead(useSettingsService(TOKENS.CollectionAgencies).agencies());
  const [filter, setFilter] = useState('');
  const shown = agencies.data ? filterAgenciesByName(agencies.data, filter) : [];
  return (
    <Box>
      <SettingsBreadcrumb page={AGENCIES_TITLE} />
      <TextField label="Søk på navn" type="search" size="small" value={filter} onChange={(event) => setFilter(event.target.value)} sx={{ mb: 2, minWidth: 280 }} />
      {agencies.isPending ? (
        <Loading />
      ) : agencies.isError ? (
        <LoadFailed />
      ) : shown.length === 0 ? (
        <Empty text="Ingen inkassoselskap" />
      ) : (
        <Table size="small" aria-label={AGENCIES_TITLE}>
          <TableHead>
            <TableRow>
              <TableCell>ID</TableCell>
              <TableCell>Navn</TableCell>
              <TableCell>Format faktura</TableCell>
              <TableCell>Format innbet.</TableCell>
              <TableCell>Forsendelse</TableCell>
              <TableCell>E-postadresse</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((agency) => (
              <TableRow key={agency.id} hover>
                <TableCell>{agency.id}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={`/settings/collection-agencies/${agency.id}`}>
                    {agency.name}
                  </Link>
                </TableCell>
                <TableCell>{agency.invoiceFormat}</TableCell>
                <TableCell>{agency.paymentFormat}</TableCell>
                <TableCell>{agency.shipmentType && AGENCY_SHIPMENT_LABELS[agency.shipmentType]}</TableCell>
                <TableCell>{agency.emailAddress}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
