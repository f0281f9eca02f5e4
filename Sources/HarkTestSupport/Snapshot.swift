import Hark
