"""Practice tools that teach: the push/fold trainer and the session leak report."""
