#!/usr/bin/env bash
# Follows docs/DEPLOY.md from scratch on one machine, everything on loopback, and checks each part:
#   a certificate authority and a certificate for civic.test (nginx and PostgreSQL both use it),
#   a new PostgreSQL primary (TLS, scram, a replication role) and a streaming replica made by pg_basebackup,
#   a Redis with a password and the eviction policy of the page, the env file, two app servers started together
#   on the empty database, nginx with TLS and HTTP/2 in front, then: health through the proxy, HTTP -> HTTPS,
#   the headers, a rate limit shared by both servers that a forged X-Forwarded-For cannot escape, a write seen
#   on the replica, a server stopped while the proxy keeps answering, a backup from the replica restored into a
#   scratch database, and a failover to the promoted replica.
# Needs: PostgreSQL server binaries (/usr/lib/postgresql/<v>/bin), nginx, openssl, redis-server, curl, and root
# (it runs PostgreSQL as the postgres user). Leaves the machine as it found it unless KEEP=1.
# Usage: bash scripts/rehearse-deploy.sh        Env: WORK (default /tmp/civic-deploy), KEEP=1
set -euo pipefail
cd "$(dirname "$0")/.."
APP_DIR=$(pwd)
WORK=${WORK:-/tmp/civic-deploy}
PG_BIN=${PG_BIN_DIR:-$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)}
PRIMARY_PORT=5441 REPLICA_PORT=5442 REDIS_PORT=6391 APP_PORTS=(3101 3102) HTTP_PORT=8080 HTTPS_PORT=8443
HOST=civic.test
CIVIC_PW=$(openssl rand -hex 16) REPL_PW=$(openssl rand -hex 16) REDIS_PW=$(openssl rand -hex 16)
APP_PIDS=()
failures=0

step() { printf '\n== %s\n' "$*"; }
pass() { printf '   PASS %s\n' "$*"; }
fail() { printf '   FAIL %s\n' "$*"; failures=$((failures + 1)); }
check() { local what=$1; shift; if "$@"; then pass "$what"; else fail "$what"; fi; }
as_pg() { runuser -u postgres -- "$@"; }
curl_tls() { curl -sS --cacert "$WORK/tls/ca.pem" --resolve "$HOST:$HTTPS_PORT:127.0.0.1" "$@"; }
psql_primary() { as_pg "$PG_BIN/psql" -h "$WORK/run" -p "$PRIMARY_PORT" -d postgres -Atq "$@"; }
psql_replica() { as_pg "$PG_BIN/psql" -h "$WORK/run" -p "$REPLICA_PORT" -d postgres -Atq "$@"; }

cleanup() {
  set +e
  for pid in "${APP_PIDS[@]}"; do kill "$pid" 2>/dev/null; done
  wait 2>/dev/null
  [ -f "$WORK/nginx/nginx.pid" ] && nginx -p "$WORK/nginx" -c "$WORK/nginx/nginx.conf" -s stop 2>/dev/null
  redis-cli -p "$REDIS_PORT" -a "$REDIS_PW" --no-auth-warning shutdown nosave >/dev/null 2>&1
  for d in primary replica; do
    [ -d "$WORK/$d" ] && as_pg "$PG_BIN/pg_ctl" -D "$WORK/$d" -m fast stop >/dev/null 2>&1
  done
  if [ "${KEEP:-0}" != 1 ]; then rm -rf "$WORK"; fi
}
trap cleanup EXIT

wait_for() { # wait_for <seconds> <command...>
  local deadline=$((SECONDS + $1)); shift
  until "$@" >/dev/null 2>&1; do
    [ $SECONDS -ge $deadline ] && return 1
    sleep 0.5
  done
}

rm -rf "$WORK" && mkdir -p "$WORK"/{tls,run,nginx/logs,data,backups} && chmod 755 "$WORK"
chown postgres "$WORK/run"

step "certificates: a local CA and a certificate for $HOST, localhost and 127.0.0.1"
(
  cd "$WORK/tls"
  openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=Civic rehearsal CA" -keyout ca.key -out ca.pem 2>/dev/null
  openssl req -newkey rsa:2048 -nodes -subj "/CN=$HOST" -keyout server.key -out server.csr 2>/dev/null
  printf 'subjectAltName=DNS:%s,DNS:localhost,IP:127.0.0.1\n' "$HOST" > san.ext
  openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -days 2 -extfile san.ext -out server.pem 2>/dev/null
  cat server.pem ca.pem > fullchain.pem
)
check "certificate verifies against the CA" openssl verify -CAfile "$WORK/tls/ca.pem" "$WORK/tls/server.pem"

step "PostgreSQL primary on :$PRIMARY_PORT ($("$PG_BIN/postgres" --version))"
mkdir -p "$WORK/primary" && chown postgres "$WORK/primary"
as_pg "$PG_BIN/initdb" -D "$WORK/primary" -A peer --auth-host=scram-sha-256 >/dev/null
install -o postgres -m 600 "$WORK/tls/server.pem" "$WORK/primary/server.crt"
install -o postgres -m 600 "$WORK/tls/server.key" "$WORK/primary/server.key"
cat >> "$WORK/primary/postgresql.conf" <<EOF
# docs/DEPLOY.md, "PostgreSQL with a replica" (loopback here instead of 10.0.0.10)
listen_addresses = '127.0.0.1'
port = $PRIMARY_PORT
unix_socket_directories = '$WORK/run'
max_connections = 200
wal_level = replica
max_wal_senders = 5
wal_keep_size = 256MB
hot_standby = on
ssl = on
EOF
cat > "$WORK/primary/pg_hba.conf" <<EOF
local   all          postgres                  peer
hostssl civic        civic       127.0.0.1/32  scram-sha-256
hostssl replication  replicator  127.0.0.1/32  scram-sha-256
EOF
as_pg "$PG_BIN/pg_ctl" -D "$WORK/primary" -l "$WORK/run/primary.log" -w start >/dev/null
psql_primary -c "create role civic login password '$CIVIC_PW'" -c "create database civic owner civic" \
  -c "create role replicator replication login password '$REPL_PW'"
plain_refused() { ! PGPASSWORD=$CIVIC_PW PGSSLMODE=disable "$PG_BIN/psql" -h 127.0.0.1 -p "$PRIMARY_PORT" -U civic -d civic -c 'select 1' 2>/dev/null; }
check "primary refuses a connection without TLS" plain_refused

step "streaming replica on :$REPLICA_PORT from pg_basebackup -R"
mkdir -p "$WORK/replica" && chown postgres "$WORK/replica" && chmod 700 "$WORK/replica"
as_pg env PGPASSWORD="$REPL_PW" PGSSLMODE=verify-full PGSSLROOTCERT="$WORK/tls/ca.pem" \
  "$PG_BIN/pg_basebackup" -h "$HOST" -p "$PRIMARY_PORT" -U replicator -D "$WORK/replica" -R -X stream \
  2>/dev/null || as_pg env PGPASSWORD="$REPL_PW" PGSSLMODE=verify-ca PGSSLROOTCERT="$WORK/tls/ca.pem" \
  "$PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$PRIMARY_PORT" -U replicator -D "$WORK/replica" -R -X stream
cat >> "$WORK/replica/postgresql.conf" <<EOF
port = $REPLICA_PORT
hot_standby_feedback = on
EOF
as_pg "$PG_BIN/pg_ctl" -D "$WORK/replica" -l "$WORK/run/replica.log" -w start >/dev/null
check "replica is in recovery (a standby)" test "$(psql_replica -c 'select pg_is_in_recovery()')" = t
check "primary streams to it" wait_for 10 test "$(psql_primary -c "select state from pg_stat_replication")" = streaming

step "Redis on :$REDIS_PORT with a password, maxmemory 256mb, volatile-ttl, no persistence"
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --requirepass "$REDIS_PW" --maxmemory 256mb \
  --maxmemory-policy volatile-ttl --appendonly no --save "" --daemonize yes --dir "$WORK" --logfile "$WORK/redis.log"
redis_pong() { redis-cli -p "$REDIS_PORT" -a "$REDIS_PW" --no-auth-warning ping | grep -q PONG; }
redis_noauth() { redis-cli -p "$REDIS_PORT" ping 2>&1 | grep -q NOAUTH; }
check "Redis answers with the password" wait_for 5 redis_pong
check "Redis refuses commands without it" redis_noauth

step "the env file and the web build"
cat > "$WORK/civic.env" <<EOF
NODE_ENV=production
HOST=127.0.0.1
DATABASE_URL="postgres://civic:$CIVIC_PW@127.0.0.1:$PRIMARY_PORT/civic?sslmode=verify-full&sslrootcert=$WORK/tls/ca.pem"
REDIS_URL=redis://:$REDIS_PW@127.0.0.1:$REDIS_PORT/0
APP_SECRET=$(openssl rand -hex 32)
PUBLIC_URL=https://$HOST:$HTTPS_PORT
TRUST_PROXY=true
DATA_DIR=$WORK/data
WEB_DIST_DIR=$APP_DIR/dist/web
MAIL_FROM="Civic Commons <alerts@$HOST>"
LOG_LEVEL=warn
EOF
chmod 600 "$WORK/civic.env"
[ -f dist/web/index.html ] || npm run -s build >/dev/null 2>&1
check "web app built" test -f dist/web/index.html

start_app() { # start_app <port>: what the systemd unit of DEPLOY.md runs
  (set -a && . "$WORK/civic.env" && PORT=$1 exec node --import tsx server/main.ts) >>"$WORK/app-$1.log" 2>&1 &
  APP_PIDS+=($!)
}
healthy() { curl -sf "http://127.0.0.1:$1/healthz" | grep -q '"database":"postgres"'; }
# A server that exits (bad configuration, say) ends the wait at once instead of after the timeout.
all_alive() { for pid in "${APP_PIDS[@]}"; do kill -0 "$pid" 2>/dev/null || { echo "   a server exited: see $WORK/app-*.log"; tail -5 "$WORK"/app-*.log; return 1; }; done; }
wait_healthy() { local deadline=$((SECONDS + $2)); until healthy "$1"; do all_alive || return 1; [ $SECONDS -ge $deadline ] && return 1; sleep 0.5; done; }

step "two app servers started together on the empty database"
started=$SECONDS
for port in "${APP_PORTS[@]}"; do start_app "$port"; done
for port in "${APP_PORTS[@]}"; do check "app :$port healthy" wait_healthy "$port" 120; done
echo "   both answering /healthz after $((SECONDS - started)) s"
check "seeded once: 9 districts" test "$(psql_primary -d civic -c 'select count(*) from districts')" = 9
check "meetings seeded from the bundled minutes" test "$(psql_primary -d civic -c 'select count(*) from meetings where source_checksum is not null')" -ge 10

step "nginx $(nginx -v 2>&1 | sed 's/.*\///') with TLS on :$HTTPS_PORT, HTTP on :$HTTP_PORT"
# nginx before 1.25.1 (Debian 12 ships 1.22) takes http2 on the listen line; newer ones use `http2 on;`.
if nginx -V 2>&1 | grep -Eq 'nginx/1\.(2[5-9]|[3-9][0-9])'; then LISTEN_HTTP2="" HTTP2_ON="http2 on;"; else LISTEN_HTTP2=" http2" HTTP2_ON=""; fi
cat > "$WORK/nginx/nginx.conf" <<EOF
pid $WORK/nginx/nginx.pid;
error_log $WORK/nginx/logs/error.log warn;
events {}
http {
    access_log $WORK/nginx/logs/access.log;
    client_body_temp_path $WORK/nginx/client_body;
    proxy_temp_path $WORK/nginx/proxy;
    fastcgi_temp_path $WORK/nginx/fastcgi;
    uwsgi_temp_path $WORK/nginx/uwsgi;
    scgi_temp_path $WORK/nginx/scgi;

    upstream civic {
        least_conn;
        server 127.0.0.1:${APP_PORTS[0]} max_fails=3 fail_timeout=10s;
        server 127.0.0.1:${APP_PORTS[1]} max_fails=3 fail_timeout=10s;
        keepalive 32;
    }
    server {
        listen $HTTP_PORT;
        server_name $HOST;
        return 301 https://\$host:$HTTPS_PORT\$request_uri;
    }
    server {
        listen $HTTPS_PORT ssl$LISTEN_HTTP2;
        $HTTP2_ON
        server_name $HOST;
        ssl_certificate     $WORK/tls/fullchain.pem;
        ssl_certificate_key $WORK/tls/server.key;
        ssl_protocols TLSv1.2 TLSv1.3;
        add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;
        client_max_body_size 2m;
        location / {
            proxy_pass http://civic;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host \$host;
            proxy_set_header X-Forwarded-For \$remote_addr;
            proxy_set_header X-Forwarded-Proto \$scheme;
            proxy_next_upstream error timeout http_502 http_503;
            proxy_read_timeout 60s;
        }
    }
}
EOF
check "nginx -t accepts the configuration" nginx -t -q -p "$WORK/nginx" -c "$WORK/nginx/nginx.conf"
nginx -p "$WORK/nginx" -c "$WORK/nginx/nginx.conf"

step "through the proxy"
proxy_healthy() { curl_tls "https://$HOST:$HTTPS_PORT/healthz" | grep -q '"database":"postgres"'; }
check "GET /healthz over HTTPS (certificate verified) answers postgres" proxy_healthy
headers=$(curl_tls -D - -o /dev/null "https://$HOST:$HTTPS_PORT/meetings" -H 'accept: text/html')
check "HTTP/2" grep -q '^HTTP/2 200' <<<"$headers"
check "HSTS from the proxy" grep -qi '^strict-transport-security: max-age=31536000' <<<"$headers"
check "CSP from the app" grep -qi "^content-security-policy: default-src 'self'" <<<"$headers"
redirect=$(curl -sS -o /dev/null -w '%{http_code} %{redirect_url}' -H "Host: $HOST" "http://127.0.0.1:$HTTP_PORT/meetings?status=completed")
check "HTTP answers 301 to HTTPS ($redirect)" test "$redirect" = "301 https://$HOST:$HTTPS_PORT/meetings?status=completed"
list=$(curl_tls --compressed "https://$HOST:$HTTPS_PORT/api/v1/meetings/?limit=5")
check "the meetings list through the proxy" grep -q '"total":' <<<"$list"

# Twelve failed sign-ins for one account, each claiming another client address: nginx replaces the header,
# both servers count in Redis, so the eleventh is refused whichever server answers it.
codes=""
for i in $(seq 1 12); do
  codes+="$(curl_tls -o /dev/null -w '%{http_code}' -H 'content-type: application/json' -H "X-Forwarded-For: 203.0.113.$i" \
    -d '{"email":"nobody@example.org","password":"wrong-password-123"}' "https://$HOST:$HTTPS_PORT/api/v1/auth/login") "
done
echo "   sign-in answers: $codes"
check "rate limit shared by both servers despite forged X-Forwarded-For" grep -Eq '^(401 ){10}429 429 $' <<<"$codes"

email="rehearsal-$(date +%s)@example.org"
status=$(curl_tls -o /dev/null -w '%{http_code}' -H 'content-type: application/json' \
  -d "{\"email\":\"$email\",\"password\":\"Rehearsal-passw0rd-42\",\"username\":\"ada_rehearsal\",\"full_name\":\"Ada Rehearsal\"}" \
  "https://$HOST:$HTTPS_PORT/api/v1/auth/register")
check "a resident registers through the proxy ($status)" test "$status" = 201
on_replica() { test "$(psql_replica -d civic -c "select count(*) from users where email = '$email'")" = 1; }
check "the new account reaches the replica" wait_for 10 on_replica
echo "   replay lag: $(psql_primary -c 'select coalesce(replay_lag::text, '"'"'0'"'"') from pg_stat_replication')"

step "a server stops; the proxy routes around it"
kill "${APP_PIDS[0]}"
wait "${APP_PIDS[0]}" 2>/dev/null || true
APP_PIDS=("${APP_PIDS[@]:1}")
ok=0
for i in $(seq 1 20); do
  [ "$(curl_tls -o /dev/null -w '%{http_code}' "https://$HOST:$HTTPS_PORT/api/v1/meetings/?limit=1")" = 200 ] && ok=$((ok + 1))
done
check "20 of 20 requests answered while :${APP_PORTS[0]} is down ($ok)" test "$ok" = 20
start_app "${APP_PORTS[0]}"
check "restarted :${APP_PORTS[0]} healthy" wait_healthy "${APP_PORTS[0]}" 60

step "backup from the replica, restore into a scratch database"
replica_url="postgres://civic:$CIVIC_PW@127.0.0.1:$REPLICA_PORT/civic?sslmode=verify-full&sslrootcert=$WORK/tls/ca.pem"
backup_replica() { (set -a && . "$WORK/civic.env" && DATABASE_URL=$replica_url npm run -s backup -- "$WORK/backups/civic.dump"); }
check "npm run backup against the replica" backup_replica
psql_primary -c "create database civic_restore_check owner civic"
restore_url="postgres://civic:$CIVIC_PW@127.0.0.1:$PRIMARY_PORT/civic_restore_check?sslmode=verify-full&sslrootcert=$WORK/tls/ca.pem"
cat >> "$WORK/primary/pg_hba.conf" <<EOF
hostssl civic_restore_check civic 127.0.0.1/32 scram-sha-256
EOF
psql_primary -c "select pg_reload_conf()" >/dev/null
restore_scratch() { (set -a && . "$WORK/civic.env" && DATABASE_URL=$restore_url npm run -s restore -- "$WORK/backups/civic.dump"); }
check "npm run restore into the scratch database" restore_scratch
live=$(psql_primary -d civic -c 'select count(*) from meetings')/$(psql_primary -d civic -c 'select count(*) from users')
restored=$(psql_primary -d civic_restore_check -c 'select count(*) from meetings')/$(psql_primary -d civic_restore_check -c 'select count(*) from users')
check "restored meetings/users match the live database ($restored vs $live)" test "$restored" = "$live"

step "failover: stop the primary, promote the replica, point the servers at it"
as_pg "$PG_BIN/pg_ctl" -D "$WORK/primary" -m fast stop >/dev/null
health_503() { test "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:${APP_PORTS[1]}/healthz")" = 503; }
check "servers answer 503 (not 500) while the database is away" wait_for 10 health_503
psql_replica -c "select pg_promote()" >/dev/null
check "replica promoted" wait_for 10 test "$(psql_replica -c 'select pg_is_in_recovery()')" = f
for pid in "${APP_PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
wait 2>/dev/null || true
APP_PIDS=()
sed -i "s#@127.0.0.1:$PRIMARY_PORT/civic#@127.0.0.1:$REPLICA_PORT/civic#" "$WORK/civic.env"
for port in "${APP_PORTS[@]}"; do start_app "$port"; done
for port in "${APP_PORTS[@]}"; do check "app :$port healthy on the promoted replica" wait_healthy "$port" 60; done
status=$(curl_tls -o /dev/null -w '%{http_code}' -H 'content-type: application/json' \
  -d "{\"email\":\"after-$email\",\"password\":\"Rehearsal-passw0rd-42\",\"username\":\"ada_failover\",\"full_name\":\"Ada Failover\"}" \
  "https://$HOST:$HTTPS_PORT/api/v1/auth/register")
check "writes succeed after failover ($status)" test "$status" = 201
check "the account made before failover is still there" test \
  "$(psql_replica -d civic -c "select count(*) from users where email = '$email'")" = 1

printf '\n%s\n' "$([ $failures = 0 ] && echo 'rehearsal: every check passed' || echo "rehearsal: $failures check(s) failed")"
exit $((failures > 0))
