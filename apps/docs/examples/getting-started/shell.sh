#!/usr/bin/env bash
# The sandbox and trs from the shell, with `trs sandbox` running in another terminal (its defaults: the API on
# port 4010, its receiver on 8080). The repository's tests run this file against a real `trs sandbox`.
set -euo pipefail

# #region login
export TRS_BASE_URL="${TRS_BASE_URL:-http://127.0.0.1:4010/v2}" TRS_USER="${TRS_USER:-sandbox}" TRS_PASSWORD="${TRS_PASSWORD:-sandbox}"
trs login
trs branches
# #endregion login

# #region first-tenancy
# The contract's example of a tenancy (or a JSON file of your own: trs tenancy create --branch 42 tenancy.json).
ref=$(trs tenancy create --branch 42 --example managedFlat --json | tr -d '"')
trs tenancy get "$ref"
trs tenant add "$ref" --example fillsInTheForm
# #endregion first-tenancy

# #region webhooks
# What the sandbox sent to the receiver for this tenancy, then one contract example sent straight to a receiver.
trs webhooks events
trs webhooks trigger reportAvailable --to "${RECEIVER_URL:-http://127.0.0.1:8080/webhooks}" \
  --header "X-Webhook-Key:${WEBHOOK_KEY:-local-secret}" --rules once
# #endregion webhooks
