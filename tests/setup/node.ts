// Server-side tests run with the same clock zone as production servers usually do; dates are computed in
// Europe/London explicitly by the domain, so nothing here depends on the machine's zone.
process.env.TZ = 'UTC';
