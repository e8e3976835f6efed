import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** 'Innstillinger / <page>' above each settings page, back to the index (part 2 §2.8). */
export function SettingsBreadcrumb({ page }: { page: string }) {
  return (
    <>
      <Breadcrumbs aria-label="Brødsmulesti" sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/settings" underline="hover" color="inherit">
          Innstillinger
        </Link>
        <Typography color="text.primary">{page}</Typography>
      </Breadcrumbs>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {page}
      </Typography>
    </>
  );
}
