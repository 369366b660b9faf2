# A minimal image of pluglint, built from this checkout:
#   docker build -t pluglint .
#   docker run --rm -v "$PWD:/src" pluglint            # lints the mounted directory
# The image holds only the static pluglint binary (no shell, no
# pluglint-snapshot, which would need the servers' runtimes) and runs as
# an unprivileged user; to let "pluglint fix" write the mounted files, add
# --user "$(id -u):$(id -g)".
FROM golang:1.26-alpine AS build
WORKDIR /build
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags "-s -w" -o /out/pluglint ./cmd/pluglint

FROM scratch
COPY --from=build /out/pluglint /pluglint
USER 65532:65532
WORKDIR /src
ENTRYPOINT ["/pluglint"]
