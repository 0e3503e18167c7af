import sys

from labdesk.cli import main

sys.exit(main())
