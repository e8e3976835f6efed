import { Breadcrumbs, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import type { CollectionKind } from '../../application/ports/debtCollection.port';
import { bundlePath, DEBT_COLLECTION_PATH } from './paths';

/** Breadcrumbs and the title of a transmission page, with what identifies the transmission. */
export function TransmissionHeading({
  kind,
  bundleId,
  pending,
  title,
  facts,
}: {
  kind: CollectionKind;
  bundleId: number;
  pending: boolean;
  title: string;
  facts: readonly (readonly [label: string, value: string])[];
}) {
  return (
    <>
      <Breadcrumbs sx={{ mb: 1 }}>
        <MuiLink component={Link} to={`${DEBT_COLLECTION_PATH}?tab1=${kind}&tab2=${pending ? 'pending' : 'archive'}`}>
          Inkasso
        </MuiLink>
        <MuiLink component={Link} to={bundlePath(kind, bundleId, pending)}>
          Bunt {bundleId}
        </MuiLink>
        <Typography>{title}</Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Stack direction="row" spacing={3} sx={{ mb: 2, flexWrap: 'wrap' }}>
        {facts.map(([label, value]) => (
          <Typography key={label}>
            <strong>{label}:</strong> {value}
          </Typography>
        ))}
      </Stack>
    </>
  );
}
