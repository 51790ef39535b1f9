-- Sign-in attempts are now reserved on the rate_limits counters before the password is verified
-- (decision 009); the table of failures is no longer read or written.
DROP TABLE "login_failures" CASCADE;
