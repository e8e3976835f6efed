import { Box, Button, Typography } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './NotFoundPage';

/** The default error page of part 1 §8: "En feil oppstod", with a way back. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Box component="main" role="alert" sx={{ p: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        En feil oppstod
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Last inn på nytt
      </Button>
    </Box>
  );
}
