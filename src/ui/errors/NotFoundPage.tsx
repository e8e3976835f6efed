import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Box component="main" sx={{ p: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        404 - Side ikke funnet
      </Typography>
      <Button component={Link} to="/" variant="contained">
        Til forsiden
      </Button>
    </Box>
  );
}
