const { Catalog, version, PKG_ROOT } = require('../lib/catalog');
    require('../lib/mcp').serve();
