-- Every subscription request the form accepted, a repeat of an existing subscription included, for the daily
-- caps: the whole site's, and each network's (docs/decisions/0020-subscription-caps-per-address-and-network.md).
-- `network` is the sender's /24 (IPv4) or /56 (IPv6) prefix, never a whole address; rows older than a day
-- are deleted as new ones arrive.
CREATE TABLE subscription_requests (
  at TEXT NOT NULL,
  network TEXT NOT NULL
);
CREATE INDEX subscription_requests_at ON subscription_requests (at);
CREATE INDEX subscription_requests_network ON subscription_requests (network, at);
